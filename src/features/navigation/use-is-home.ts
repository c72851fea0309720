import { useLocation } from 'react-router';
import { routes } from '@/lib/routes';

export function useIsHome(): boolean {
  return useLocation().pathname === routes.home.path;
}
