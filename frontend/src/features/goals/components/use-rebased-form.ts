export { useRebasedForm } from '../../../shared/lib/use-rebased-form';
