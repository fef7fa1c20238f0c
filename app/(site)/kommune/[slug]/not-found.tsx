import { EntityNotFound } from '@/components/detail/entity-not-found';

export default function MunicipalityNotFound() {
  return <EntityNotFound what="kommune" directory={{ href: '/kommune', label: 'Alle kommuner' }} />;
}
