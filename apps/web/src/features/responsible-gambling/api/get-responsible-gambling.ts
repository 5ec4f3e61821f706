import { api } from '../../../lib/api-client';
import type { RgView } from '../types';

export function getResponsibleGambling(): Promise<RgView> {
  return api.get<RgView>('/api/front/responsible-gambling');
}
