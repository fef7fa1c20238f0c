import { EntityNotFound } from '@/components/detail/entity-not-found';

export default function SpeciesNotFound() {
  return <EntityNotFound what="art" directory={{ href: '/art', label: 'Alle arter' }} />;
}
