import { EntityNotFound } from '@/components/detail/entity-not-found';

export default function BoatNotFound() {
  return <EntityNotFound what="båt" directory={{ href: '/boats', label: 'Alle båter' }} />;
}
