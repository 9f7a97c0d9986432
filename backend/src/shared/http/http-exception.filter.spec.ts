import { Logger } from '@nestjs/common';
import { HttpExceptionFilter } from './http-exception.filter';

describe('HttpExceptionFilter', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers a client that went away mid-body as 400, without logging an error', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => {});
    // What raw-body raises when the connection closes before the body has arrived.
    const aborted = Object.assign(new Error('request aborted'), {
      type: 'request.aborted',
      code: 'ECONNABORTED',
      status: 400,
    });
    expect(new HttpExceptionFilter().answer(aborted).body).toEqual({
      statusCode: 400,
      message: 'Request aborted',
      error: 'Bad Request',
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('still logs and answers 500 for an error it does not know', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => {});
    expect(new HttpExceptionFilter().answer(new Error('boom')).body.statusCode).toBe(500);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
