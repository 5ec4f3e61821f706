// The banners module's public surface: other modules, plugins, app.ts and seeding import only from here.
export { bannersRoutes } from './banners.routes';
export type { BannersRoutesOptions } from './banners.routes';
export { imageStorageFor, memoryImageStorage, fileImageStorage } from './banners.storage';
export type { ImageStorage } from './banners.storage';
export { seedDemoBanners } from './banners.seed';
