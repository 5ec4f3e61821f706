export { bannerImageFormats, checkImageBytes, hasTrailingPayload, sniffImageFormat } from './image-bytes';
export type { BannerImageFormat, ImageBytesVerdict } from './image-bytes';
export { isSafeBannerLink } from './link';
export {
  bannerLinkLengthMax,
  bannerRenditions,
  bannersMax,
  bannerSourceHeightMax,
  bannerSourceHeightMin,
  bannerSourcePixelsMax,
  bannerSourceWidthMax,
  bannerSourceWidthMin,
  bannerTitleLengthMax,
  bannerUploadBytesMax,
} from './limits';
export type { BannerRendition } from './limits';
