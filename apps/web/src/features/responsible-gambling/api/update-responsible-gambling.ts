import { api } from '../../../lib/api-client';
import type { RgUpdate, RgView } from '../types';

/** Lower limits apply at once, higher ones and removals after 24 h; blocks can only be extended. */
export function updateResponsibleGambling(update: RgUpdate): Promise<RgView> {
  return api.put<RgView>('/api/front/responsible-gambling', update);
}
