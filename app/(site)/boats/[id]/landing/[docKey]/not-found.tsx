import { EntityNotFound } from '@/components/detail/entity-not-found';

export default function LandingNotFound() {
  return <EntityNotFound what="landing" directory={{ href: '/boats', label: 'Alle båter' }} />;
}
