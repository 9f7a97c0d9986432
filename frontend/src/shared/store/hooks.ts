import { useDispatch } from 'react-redux';
import type { AppDispatch } from './configure-app-store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
