export { SocketTestPage } from './socket-test-page';
