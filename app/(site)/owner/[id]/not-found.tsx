import { EntityNotFound } from '@/components/detail/entity-not-found';

export default function OwnerNotFound() {
  return <EntityNotFound what="eier" directory={{ href: '/firm?vis=rederier', label: 'Alle rederier' }} />;
}
