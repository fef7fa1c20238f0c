import { EntityNotFound } from '@/components/detail/entity-not-found';

export default function FirmNotFound() {
  return <EntityNotFound what="fiskekjøper" directory={{ href: '/firm', label: 'Alle selskap' }} />;
}
