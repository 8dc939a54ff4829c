import { unwrap } from '../../../api/client';
import { api } from '../../../lib/api';

export function getHome() {
  return unwrap(api.GET('/api-visa/home'));
}
