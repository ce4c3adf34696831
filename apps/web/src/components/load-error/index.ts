export { isNotFound, LoadError, type LoadErrorProps } from './load-error';
