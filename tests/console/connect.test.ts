// Choosing a store in Chromium: a server over SSH whose host key this computer does not know is
// refused with how to verify it, a key is made for the operator, and an analyst's key shows only
// the dashboard and analytics, with the open store always named in the header.
import { describe, expect, it } from 'vitest';
import { seedConsole } from '../helpers/console-fixtures';
import { createTestServices, type TestServices } from '../helpers/services';
import { sshdAvailable } from '../helpers/sshd';
import { chromiumPath, consoleBrowserSuite, type ConsolePage } from './console-harness';

const executablePath = chromiumPath();

describe.skipIf(!executablePath || !sshdAvailable())('choosing the store', () => {
  const suite = consoleBrowserSuite();
  let t: TestServices;
  let view: ConsolePage;

  it('refuses an unknown host with how to verify it, and makes a key to send to the operator', async () => {
    t = createTestServices();
    await seedConsole(t);
    view = await suite.open(t, { transport: 'ssh', chooser: true });
    const { page } = view;
    const target = view.sshTarget!(false);
    await page.getByRole('heading', { name: 'Open a store' }).waitFor();
    const add = page.getByRole('region', { name: 'Add a store' });
    await add.getByRole('textbox', { name: 'Name' }).fill('Live site');
    await add.getByRole('textbox', { name: 'Server' }).fill('-oProxyCommand=evil');
    await add.getByRole('button', { name: 'Save and open' }).click();
    await add.getByText('Use user@host, like moderator@jobs.example.com').waitFor();

    await add.getByRole('button', { name: 'Make a key' }).click();
    const line = add.getByLabel('The line for the operator');
    expect(await line.innerText()).toMatch(/^command="cd \/srv\/jobportal && npm run -s staff -- rpc --as 'Live site' --role moderator",restrict ssh-ed25519 AAAA/);
    expect(await add.getByRole('textbox', { name: 'Key file' }).inputValue()).toMatch(/id_ed25519$/);

    // The key the test's operator installed, on a computer that never saw this server's host key.
    await add.getByRole('textbox', { name: 'Server' }).fill(target.destination);
    await add.getByRole('textbox', { name: 'Port' }).fill(String(target.port));
    await add.getByRole('textbox', { name: 'Key file' }).fill(target.identityFile!);
    await add.getByRole('button', { name: 'Save and open' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Cannot open Live site' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain("does not know 127.0.0.1's host key yet");
    await page.getByRole('region', { name: 'Saved stores' }).getByText('Live site').waitFor();
  });

  it("shows an analyst's key the dashboard and analytics only, names the open store, and rides out a dropped connection", { timeout: 60_000 }, async () => {
    t = createTestServices();
    await seedConsole(t);
    view = await suite.open(t, { transport: 'ssh', role: 'analyst', moderator: 'Dev Analyst' });
    const { page } = view;
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const store = page.getByRole('group', { name: 'Open store' });
    expect(await store.innerText()).toMatch(/Test server\s+\S+@127\.0\.0\.1, port \d+\s+Over SSH/i);
    await page.getByText('Reading as Dev Analyst').waitFor();
    const sections = page.getByRole('navigation', { name: 'Console sections' }).getByRole('button');
    expect(await sections.allInnerTexts()).toEqual(['Dashboard', 'Analytics']);
    expect(await page.getByRole('table', { name: 'Recent mail' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Open the review queue' }).count()).toBe(0);

    // The network drops: the header says so, the screens stay, and the link comes back by itself.
    await view.sshd!.stop();
    view.sshd!.dropClients();
    await store.getByText('Connection lost, reconnecting…').waitFor();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await view.sshd!.start();
    await store.getByText('Over SSH').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('region', { name: 'Waiting for review' }).innerText()).toContain('2');

    await store.getByRole('button', { name: 'Switch store' }).click();
    await page.getByRole('heading', { name: 'Open a store' }).waitFor();
    await page.getByRole('button', { name: 'Open Test server' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });
});
