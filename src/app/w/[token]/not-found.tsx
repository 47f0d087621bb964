import { UNKNOWN_TASK_LINK } from '@/domain/tasks/worker-flow.ts';
import { LinkNotValid } from '../../link-not-valid.tsx';

/** Rendered with HTTP 404 when the page finds no such link. */
export default function UnknownLink() {
  return <LinkNotValid {...UNKNOWN_TASK_LINK} />;
}
