/**
 * Worker-thread entry of the document pool: loads every reader and the rules engine once, then runs
 * one `extract-document` task per message (extract-task.ts).
 */
import { serveTasks } from '../../../infra/workers/thread-task';
import { runExtractTask, type ExtractTask } from './extract-task';

serveTasks((task: ExtractTask) => runExtractTask(task));
