/**
 * Worker-thread entry of the document pool: loads every reader and the rules engine once, then runs
 * one `extract-document` task per message (extract-task.ts). libvips (sharp) keeps no operation cache
 * here: each page is prepared once, and the cache would only hold its pixels in the worker's memory
 * between documents.
 */
import sharp from 'sharp';
import { serveTasks } from '../../../infra/workers/thread-task';
import { runExtractTask, type ExtractTask } from './extract-task';

sharp.cache(false);

serveTasks((task: ExtractTask) => runExtractTask(task));
