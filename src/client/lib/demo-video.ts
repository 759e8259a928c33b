/**
 * The landing page's demo video (hero, Watch Demo dialog, /offer/:name). The files live in
 * `public/media/` and are made by `npm run demo-video` (scripts/make-demo-video.ts), which also
 * reads these dimensions; declaring them on <video> reserves the space before anything loads.
 */
export const demoVideo = {
  mp4: '/media/demo.mp4',
  webm: '/media/demo.webm',
  poster: '/media/demo-poster.webp',
  posterFallback: '/media/demo-poster.jpg',
  width: 1280,
  height: 720,
} as const;
