/** Banner upload limits (the upload route, the staff screen's own pre-check and the tests share them). */
export const bannerUploadBytesMax = 5 * 1024 * 1024;
/** Smallest source that still fills the desktop slide without visible upscaling. */
export const bannerSourceWidthMin = 800;
export const bannerSourceHeightMin = 250;
export const bannerSourceWidthMax = 8000;
export const bannerSourceHeightMax = 8000;
/** Decoder pixel cap (sharp's limitInputPixels): a header claiming more is never decoded. */
export const bannerSourcePixelsMax = 40_000_000;

/** The slider's renditions: desktop 1600×500 (16:5), mobile 800×400 (2:1), the gallery thumbnail. */
export const bannerRenditions = {
  desktop: { width: 1600, height: 500 },
  mobile: { width: 800, height: 400 },
  thumb: { width: 320, height: 100 },
} as const;
export type BannerRendition = keyof typeof bannerRenditions;

export const bannerTitleLengthMax = 120;
export const bannerLinkLengthMax = 500;
/** The gallery is staff-curated and small; lists stop here. */
export const bannersMax = 200;
