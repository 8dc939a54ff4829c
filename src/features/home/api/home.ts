import { unwrap } from '../../../api/client';
import { api } from '../../../app/api';

export function getHome() {
  return unwrap(api.GET('/api-visa/home'));
}
