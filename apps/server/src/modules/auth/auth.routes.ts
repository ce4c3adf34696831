import { loginRequest, resendVerificationRequest, signupRequest, tokenRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { AuthService } from './auth.service';

const PUBLIC = { access: 'public' } as const;

export const authRoutes: ModuleRoutes = (app, context) => {
  const service = new AuthService(context);

  app.post('/auth/signup', { config: PUBLIC }, async (request, reply) => {
    const answer = await service.signup(parseInput(signupRequest, request.body));
    return reply.status(201).send(answer);
  });

  app.post('/auth/verify-email', { config: PUBLIC }, async (request) => {
    return service.verifyEmail(parseInput(tokenRequest, request.body).token);
  });

  app.post('/auth/resend-verification', { config: PUBLIC }, async (request) => {
    return service.resendVerification(parseInput(resendVerificationRequest, request.body), request.ip);
  });

  app.post('/auth/login', { config: PUBLIC }, async (request) => {
    return service.login(parseInput(loginRequest, request.body), request.ip);
  });

  app.post('/auth/logout', async (request) => service.logout(requireAuth(request).sessionId));
};
