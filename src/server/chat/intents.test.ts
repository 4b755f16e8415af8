import { describe, expect, it } from 'vitest';
import { plainIdioms } from './intents';

describe('plainIdioms', () => {
  it('rewrites idioms to the words the site uses', () => {
    expect(plainIdioms('Who is in charge of pickups?')).toBe('Who is responsible for pickups?');
    expect(plainIdioms('how do I get rid of old servers')).toBe('how do I dispose of old servers');
    expect(plainIdioms('getting rid of old servers')).toBe('dispose of old servers');
  });

  it('reads English phrasal verbs as the single verb the site writes', () => {
    expect(plainIdioms('offer too low, stuff shipped back?')).toBe('offer too low, stuff return?');
    expect(plainIdioms('who pays for sending the drives back')).toBe('who pays for return the drives');
    expect(plainIdioms('where do I throw old batteries away')).toBe('where do I dispose of old batteries');
    expect(plainIdioms('How do I turn it down?')).toBe('How do I decline it?');
    expect(plainIdioms('the pickup was called off')).toBe('the pickup was cancel');
    expect(plainIdioms('Can I still back out?')).toBe('Can I still withdraw?');
    expect(plainIdioms('who do I reach out to')).toBe('who do I contact');
    expect(plainIdioms('when will you get back to me')).toBe('when will you reply to me');
    // "give back" is also giving back to society: left alone.
    expect(plainIdioms('do you give anything back to schools')).toBe('do you give anything back to schools');
  });

  it('keeps the negation of a contraction ("won\'t" is "wont", not "won" and "t")', () => {
    expect(plainIdioms("anything you won't accept?")).toBe('anything you wont accept?');
    expect(plainIdioms('we don’t want that')).toBe('we dont want that');
    expect(plainIdioms("I can't find it")).toBe('I cant find it');
  });

  it('writes chat spelling out, but leaves the German "u." (und) alone', () => {
    expect(plainIdioms('r u open sat? pls tell ur hours')).toBe('are you open sat? please tell your hours');
    expect(plainIdioms('wanna sell stuff, can u grab it')).toBe('want to sell stuff, can you grab it');
    expect(plainIdioms('Akkus u. Batterien')).toBe('Akkus u. Batterien');
  });
});
