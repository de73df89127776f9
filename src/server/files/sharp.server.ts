import sharp from 'sharp';

// libvips keeps up to 50 MB of recent operations and runs one thread per core per image. A
// small site makes a handful of pictures a day: no cache, one thread, and that memory stays free.
sharp.cache(false);
sharp.concurrency(1);

export { sharp };
