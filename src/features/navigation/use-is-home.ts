import { useLocation } from 'react-router';
import { HOME_PATH } from '@/lib/routes';

export function useIsHome(): boolean {
  return useLocation().pathname === HOME_PATH;
}
