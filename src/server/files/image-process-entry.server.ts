/**
 * The image process's program (started by image-process.server.ts): runs each job it is sent
 * and answers with its result or its error, and ends with the server that started it.
 */
import { imageWork, type ImageWork } from './image-work.server.ts';
import type { ImageJob, ImageJobAnswer } from './image-process.server.ts';

const answer = (message: ImageJobAnswer) => process.send!(message);

process.on('message', (job: ImageJob) => {
  const run = imageWork[job.name] as (...args: unknown[]) => ReturnType<ImageWork[typeof job.name]>;
  run(...job.args).then(
    (value) => answer({ id: job.id, value }),
    (error: unknown) => answer({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
// The server closed the channel (it stopped, was killed, or has no more work): nothing is left to do.
process.on('disconnect', () => process.exit(0));
