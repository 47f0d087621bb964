import { UNKNOWN_CONTROL_LINK } from '@/domain/agents/owner.ts';
import { LinkNotValid } from '../../link-not-valid.tsx';

/** Rendered with HTTP 404 when the page finds no such link. */
export default function UnknownLink() {
  return <LinkNotValid {...UNKNOWN_CONTROL_LINK} />;
}
