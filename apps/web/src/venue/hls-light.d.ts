// hls.js publishes its light build without types of its own; it is the full build's API without
// the features it leaves out (subtitles, alternative audio, DRM), which the venue does not use.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
