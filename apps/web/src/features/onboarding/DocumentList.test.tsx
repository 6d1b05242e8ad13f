import { render, screen, within } from '@testing-library/react';
import { DocumentList, OCR_NOTE } from './DocumentList';
import { doc } from './test/fixtures';

test('a document read by OCR says so in its row; others do not', () => {
  render(
    <DocumentList
      documents={[
        doc({ id: '11111111-1111-4111-8111-111111111111', fileName: 'Prijslijst foto.jpg', readByOcr: true }),
        doc({ id: '22222222-2222-4222-8222-222222222222', fileName: 'Prijslijst.csv', readByOcr: false }),
      ]}
    />,
  );
  const [photo, csv] = screen.getAllByTestId('document-row');
  expect(
    within(photo!).getByText(
      /Prijslijst · 2,0 KB · 2 producten, 0 voorwaarden · gelezen met tekstherkenning/,
    ),
  ).toBeInTheDocument();
  expect(csv!.textContent).not.toContain(OCR_NOTE);
});
