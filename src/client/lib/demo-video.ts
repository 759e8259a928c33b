/** The demo video made from the app by scripts/make-demo-video.ts (sizes declared to avoid layout shift). */
export const demoVideo = {
  mp4: '/media/demo.mp4',
  webm: '/media/demo.webm',
  poster: '/media/demo-poster.webp',
  width: 1280,
  height: 720,
} as const;
