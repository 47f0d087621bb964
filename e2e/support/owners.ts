import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { ApiAgent, baseUrl, callApi } from './api.ts';
import { deliveredTexts } from './outbox.ts';

const CONTROL_LINK = /https?:\/\/\S+\/control\/[A-Za-z0-9_-]+/g;

/** Every control link emailed to this address, oldest first (the outbox is the simulated deploy's mailbox). */
export async function controlLinksEmailedTo(email: string): Promise<string[]> {
  const texts = await deliveredTexts({ channel: 'email', recipient: email });
  return texts.flatMap((text) => text.match(CONTROL_LINK) ?? []);
}

/** A new agent with an owner email, and the control link emailed to that owner. */
export async function signUpWithOwner() {
  const ownerEmail = `owner-${randomBytes(6).toString('hex')}@example.com`;
  const response = await callApi(baseUrl(), 'POST', '/v1/signup', { name: 'errand-bot', owner_email: ownerEmail });
  expect(response.status).toBe(200);
  const links = await controlLinksEmailedTo(ownerEmail);
  expect(links).toHaveLength(1);
  const controlLink = links[0] as string;
  return { agent: new ApiAgent(baseUrl(), response.body.api_key, response.body.agent_id), controlLink, ownerEmail, signup: response };
}
