import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const navLinksEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cms/navlinks',
  summary: 'Ekstra navigasjonslenker',
  description:
    'Lenkene fra innholdsfilen `content/navlinks.json`. En manglende eller ødelagt fil gir en tom liste.',
  tag: 'Innhold',
  response: z.array(z.object({ title: z.string(), uri: z.string() })),
});
