import { addUserBoat, getUserBoat, listUserBoats, removeUserBoat, UserBoatLimitError } from './user-boats';
import { ENGINES, testUserDbForBlock, type TestUserDb } from '@/tests/helpers/userdata';

describe.each(ENGINES)('user boat lists on %s', (engine) => {
  let handle: TestUserDb;
  testUserDbForBlock(engine, (opened) => (handle = opened));

  it('follows a boat once, keeps the first entry and says whether it was added', async () => {
    const first = await addUserBoat(handle.db, 'alice', '1001');
    expect(first).toEqual({ entry: { vesselId: '1001', followedAt: expect.any(Date) }, added: true });
    const again = await addUserBoat(handle.db, 'alice', '1001');
    expect(again.added).toBe(false);
    expect(again.entry.followedAt.getTime()).toBe(first.entry.followedAt.getTime());
    expect(await listUserBoats(handle.db, 'alice')).toEqual([first.entry]);
    expect(await getUserBoat(handle.db, 'alice', '1001')).toEqual(first.entry);
    expect(await getUserBoat(handle.db, 'alice', '9999')).toBeNull();
  });

  it('never duplicates a boat under concurrent adds (on a server, also from two web nodes)', async () => {
    // PGlite is one process's database (a second instance on its directory would corrupt it); a
    // server is shared, so there a second pool plays another web node.
    const other = engine === 'postgres' ? await handle.reopen() : handle.db;
    try {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => addUserBoat(i % 2 ? other : handle.db, 'bob', '2002')),
      );
      expect(results.filter((result) => result.added)).toHaveLength(1);
      expect(await listUserBoats(handle.db, 'bob')).toHaveLength(1);
    } finally {
      if (other !== handle.db) await other.close();
    }
  });

  it("keeps every user's list to themselves", async () => {
    await addUserBoat(handle.db, 'carol', '3001');
    await addUserBoat(handle.db, 'dave', '3002');
    expect((await listUserBoats(handle.db, 'carol')).map((e) => e.vesselId)).toEqual(['3001']);
    expect((await listUserBoats(handle.db, 'dave')).map((e) => e.vesselId)).toEqual(['3002']);
    // Dave cannot remove Carol's boat: the delete is scoped to his own list.
    expect(await removeUserBoat(handle.db, 'dave', '3001')).toBe(false);
    expect(await getUserBoat(handle.db, 'carol', '3001')).not.toBeNull();
    expect(await listUserBoats(handle.db, 'nobody')).toEqual([]);
  });

  it('lists the most recently followed first', async () => {
    for (const id of ['4001', '4002', '4003']) {
      await addUserBoat(handle.db, 'erin', id);
      // Distinct timestamps even on a fast machine.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await listUserBoats(handle.db, 'erin')).map((e) => e.vesselId)).toEqual(['4003', '4002', '4001']);
  });

  it('unfollows', async () => {
    await addUserBoat(handle.db, 'frank', '5001');
    expect(await removeUserBoat(handle.db, 'frank', '5001')).toBe(true);
    expect(await removeUserBoat(handle.db, 'frank', '5001')).toBe(false);
    expect(await listUserBoats(handle.db, 'frank')).toEqual([]);
  });

  it('refuses a boat beyond the limit, but re-adding a followed boat is still fine', async () => {
    await addUserBoat(handle.db, 'gina', '6001', 2);
    await addUserBoat(handle.db, 'gina', '6002', 2);
    await expect(addUserBoat(handle.db, 'gina', '6003', 2)).rejects.toBeInstanceOf(UserBoatLimitError);
    expect((await addUserBoat(handle.db, 'gina', '6001', 2)).added).toBe(false);
    expect(await listUserBoats(handle.db, 'gina')).toHaveLength(2);
  });

  it('keeps the lists across a restart', async () => {
    await addUserBoat(handle.db, 'hanna', '7001');
    await handle.db.close();
    handle.db = await handle.reopen();
    expect((await listUserBoats(handle.db, 'hanna')).map((e) => e.vesselId)).toEqual(['7001']);
  });
});
