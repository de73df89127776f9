import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isHttpUrl } from '../../src/domain/text.ts';
import { seedDemoContent } from '../../src/server/demo/seed-demo.server.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call } from '../helpers/entities.ts';

type Row = Record<string, string>;

for (const kind of await availableDatabaseKinds()) {
  describe(`demo content (${kind})`, () => {
    const t = signedInTestApp(kind, { DEMO_CONTENT: 'on' });

    it('seeds an empty database once: staff, clients and advertisements with pictures it drew', async () => {
      assert.equal(await seedDemoContent({ ...t.context, env: { ...t.context.env, demoContent: false } }), false, 'off seeds nothing');
      const own = await call(t.app, 'POST', '/api/advertisements', { token: t.token, payload: { title: 'Our own' } });
      assert.equal(await seedDemoContent(t.context), false, 'a database with content is left alone');
      await call(t.app, 'DELETE', `/api/advertisements/${own.json().id}`, { token: t.token });
      const [first, second] = await Promise.all([seedDemoContent(t.context), seedDemoContent(t.context)]);
      assert.equal(Number(first) + Number(second), 1, 'two starts at once seed once');
      assert.equal(await seedDemoContent(t.context), false, 'a later start seeds nothing');

      const staff = (await call(t.app, 'GET', '/api/team', { token: t.token })).json<Row[]>();
      const clients = (await call(t.app, 'GET', '/api/clients')).json<Row[]>();
      const advertisements = (await call(t.app, 'GET', '/api/advertisements')).json<Row[]>();
      assert.equal(staff.length, 6);
      assert.ok(staff.filter((member) => member.status === 'Currently Working').length >= 4);
      assert.ok(staff.some((member) => member.status !== 'Currently Working'));
      assert.equal(clients.length, 4);
      assert.ok(clients.every((client) => isHttpUrl(client.website!) && new URL(client.website!).hostname.endsWith('.example')));
      assert.equal(advertisements.length, 6);

      const pictures = [
        ...staff.flatMap((member) => [member.profilePicture!, member.qrCode!]),
        ...clients.map((client) => client.logo!),
        ...advertisements.map((ad) => ad.image!),
      ];
      for (const url of pictures) {
        assert.match(url, /^\/media\/[a-f0-9]{32}\.png$/);
        const served = await t.app.inject(url);
        assert.equal(served.statusCode, 200, url);
        assert.equal(served.headers['content-type'], 'image/png');
      }
    });
  });
}
