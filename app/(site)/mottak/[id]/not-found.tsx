import { EntityNotFound } from '@/components/detail/entity-not-found';

export default function StationNotFound() {
  return <EntityNotFound what="mottaksstasjon" directory={{ href: '/firm', label: 'Alle selskap' }} />;
}
