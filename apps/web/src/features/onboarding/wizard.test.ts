import { rejectReason, REJECT_TEXT } from './use-uploads';
import {
  UPLOAD_FIRST,
  WAIT_FOR_PROCESSING,
  continueHint,
  formatKb,
  progressPercent,
  stepAfterUpload,
  resumeStep,
  stepForStatus,
  truncate,
} from './wizard';

test('a polled status maps onto a step and never moves the wizard back (SPEC §4)', () => {
  expect(stepForStatus('started', 1)).toBe(1);
  expect(stepForStatus('documents_uploaded', 1)).toBe(2);
  expect(stepForStatus('data_extracted', 1)).toBe(1);
  expect(stepForStatus('data_extracted', 2)).toBe(2);
  expect(stepForStatus('data_extracted', 3)).toBe(3);
  expect(stepForStatus('verified', 3)).toBe(4);
  expect(stepForStatus('completed', 4)).toBe(5);
  expect(stepForStatus('documents_uploaded', 3)).toBe(3);
  expect(stepForStatus('started', 4)).toBe(4);
});

test('after step 1 the wizard goes to verification only when the data is extracted', () => {
  expect(stepAfterUpload('data_extracted')).toBe(3);
  expect(stepAfterUpload('documents_uploaded')).toBe(2);
});

test('the continue rule of step 1 and its two texts', () => {
  expect(continueHint([])).toBe(UPLOAD_FIRST);
  expect(UPLOAD_FIRST).toBe('Upload eerst één of meer documenten');
  expect(continueHint([{ processingStatus: 'processing' }])).toBe(WAIT_FOR_PROCESSING);
  expect(WAIT_FOR_PROCESSING).toBe('Wacht tot alle documenten zijn verwerkt...');
  expect(continueHint([{ processingStatus: 'pending' }, { processingStatus: 'completed' }])).toBe(
    WAIT_FOR_PROCESSING,
  );
  expect(continueHint([{ processingStatus: 'completed' }, { processingStatus: 'failed' }])).toBeNull();
  expect(continueHint([{ processingStatus: 'completed' }], true)).toBe(WAIT_FOR_PROCESSING);
});

test('sizes in KB with one decimal, percentages and cuts', () => {
  expect(formatKb(2048)).toBe('2,0 KB');
  expect(formatKb(1300)).toBe('1,3 KB');
  expect(formatKb(10 * 1024 * 1024)).toBe('10.240,0 KB');
  expect(progressPercent(1, 3)).toBe(33);
  expect(progressPercent(0, 0)).toBe(0);
  expect(truncate('a'.repeat(80), 80)).toBe('a'.repeat(80));
  expect(truncate('a'.repeat(81), 80)).toBe(`${'a'.repeat(80)}...`);
});

test('files are refused before upload by type, size and emptiness', () => {
  expect(rejectReason({ name: 'lijst.XLSX', size: 10, type: '' })).toBeNull();
  expect(rejectReason({ name: 'notities', size: 10, type: 'text/plain' })).toBeNull();
  expect(rejectReason({ name: 'Prijslijst foto.JPG', size: 10, type: 'image/jpeg' })).toBeNull();
  expect(rejectReason({ name: 'scan', size: 10, type: 'image/png' })).toBeNull();
  expect(rejectReason({ name: 'logo.gif', size: 10, type: 'image/gif' })).toBe(REJECT_TEXT.type);
  expect(rejectReason({ name: 'setup.exe', size: 10, type: 'application/octet-stream' })).toBe(
    REJECT_TEXT.type,
  );
  expect(rejectReason({ name: 'groot.pdf', size: 10 * 1024 * 1024 + 1, type: 'application/pdf' })).toBe(
    REJECT_TEXT.tooLarge,
  );
  expect(rejectReason({ name: 'groot.pdf', size: 10 * 1024 * 1024, type: 'application/pdf' })).toBeNull();
  expect(rejectReason({ name: 'leeg.csv', size: 0, type: 'text/csv' })).toBe(REJECT_TEXT.empty);
});

test('on arrival the wizard opens at the step of the server status', () => {
  expect(resumeStep('started')).toBe(1);
  expect(resumeStep('documents_uploaded')).toBe(2);
  expect(resumeStep('data_extracted')).toBe(3);
  expect(resumeStep('verified')).toBe(4);
  expect(resumeStep('completed')).toBe(6);
});
