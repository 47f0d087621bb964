import { buildAgentCard } from '../documents/agent-card.ts';
import { buildAgentsMd } from '../documents/agents-md.ts';
import { buildLlmsFullTxt } from '../documents/llms-full-txt.ts';
import { buildLlmsTxt } from '../documents/llms-txt.ts';
import { jsonDocument, textDocument } from '../documents/respond.ts';
import { buildOpenApiDocument } from '../openapi.ts';

/** The public documents, generated per request: they name this deploy's base URL and mode. */
export const serveOpenApiJson = () => jsonDocument(buildOpenApiDocument());
export const serveLlmsTxt = () => textDocument(buildLlmsTxt(), 'text/plain');
export const serveLlmsFullTxt = () => textDocument(buildLlmsFullTxt(), 'text/plain');
export const serveAgentsMd = () => textDocument(buildAgentsMd(), 'text/markdown');
export const serveAgentCard = () => jsonDocument(buildAgentCard());
