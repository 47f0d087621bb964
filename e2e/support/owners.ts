import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { hashSecret } from '../../src/domain/agents/credentials.ts';
import { ApiAgent, baseUrl, callApi } from './api.ts';
import { IsolatedDeployment } from './isolated.ts';
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

/**
 * A deployment of its own with email live (asking by email on), and an agent
 * signed up there whose control link is set here: no mail leaves a test deploy.
 */
export async function emailLiveOwner() {
  const deployment = await IsolatedDeployment.create(1, {
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:9',
    EMAIL_FROM: 'Spotcheck <ask@spotcheck.test>',
    INBOUND_EMAIL_DOMAIN: 'ask.spotcheck.test',
    INBOUND_EMAIL_SECRET: 'owner-control-test-secret',
  });
  const server = deployment.urls[0] as string;
  const signup = await callApi(server, 'POST', '/v1/signup', { name: 'mail-bot' });
  const controlToken = randomBytes(24).toString('base64url');
  await deployment.query('UPDATE agents SET control_token_hash = $1 WHERE id = $2', [hashSecret(controlToken), signup.body.agent_id]);
  const emailToken = async () => (await deployment.query<{ email_token: string | null }>('SELECT email_token FROM agents WHERE id = $1', [signup.body.agent_id]))[0]?.email_token;
  return { deployment, controlLink: `${server}/control/${controlToken}`, firstAddress: signup.body.email_address as string, emailToken };
}
