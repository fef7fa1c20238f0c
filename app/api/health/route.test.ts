import { runUpdate } from '@/lib/update/run-update';
import {
  LANDING_SAMPLE_ZIP,
  VESSEL_REGISTER_SAMPLE,
  VMS_SAMPLE_ZIP,
  ERS_SAMPLE_ZIP,
} from '@/tests/helpers/fiskeridir-samples';
import { startSourceServer } from '@/tests/helpers/source-server';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';
import { GET } from './route';

let dataDir: string;
freshStoreDirsForEachTest('fangstdata-health-', (dirs) => ({ dataDir } = dirs), { asDataDirEnv: true });

describe('GET /api/health', () => {
  it('tells when the data was fetched, when the directorate changed it, and why the last update failed', async () => {
    const server = await startSourceServer();
    try {
      server.publish('/register/vessels.json', VESSEL_REGISTER_SAMPLE, {
        lastModified: new Date('2026-11-20T03:00:00Z'),
      });
      server.publish('/uttrekk/fangstdata_2021.csv.zip', LANDING_SAMPLE_ZIP, {
        lastModified: new Date('2026-11-22T03:10:00Z'),
      });
      server.publish('/vms-ers/2021-VMS.csv.zip', VMS_SAMPLE_ZIP);
      server.fault('/vms-ers/2021-VMS.csv.zip', 'status-500');
      server.publish('/vms-ers/ERS/elektronisk-rapportering-ers-2021.zip', ERS_SAMPLE_ZIP);
      await runUpdate({
        dataDir,
        years: [2021],
        addresses: { baseUrl: server.url, vesselRegisterUrl: '/register/vessels.json' },
        databaseUrl: null,
        download: { attempts: 1 },
        now: () => new Date('2026-11-23T23:30:00Z'),
      });
    } finally {
      await server.close();
    }
    const response = await GET();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'ok',
      update: {
        lastFetchedAt: '2026-11-23T23:30:00.000Z',
        sourceLastModified: '2026-11-22T03:10:00.000Z',
        lastRunFailed: true,
        problems: [
          {
            source: 'vms-2021',
            code: 'http_error',
            message: 'download failed: the server answered HTTP 500 Internal Server Error',
          },
        ],
      },
    });
    expect(JSON.stringify(body)).not.toContain(dataDir);
  });

  it('says nothing about updates where none has run', async () => {
    const body = await (await GET()).json();
    expect(body.update).toBeNull();
  });
});
