import { ALBUMS, ORDERS, PERSONS, skippedSentence, uncounted } from './skipped';

describe('what a screen says of the records it could not read', () => {
  it('agrees with the count and the noun’s gender', () => {
    expect(skippedSentence(1, PERSONS)).toBe("1 personne n'a pas pu être lue");
    expect(skippedSentence(3, PERSONS)).toBe("3 personnes n'ont pas pu être lues");
    expect(skippedSentence(1, ALBUMS)).toBe("1 album n'a pas pu être lu");
    expect(skippedSentence(2, ALBUMS)).toBe("2 albums n'ont pas pu être lus");
  });

  it('says what a total leaves out', () => {
    expect(uncounted(1, ORDERS)).toBe('1 commande illisible non comptée');
    expect(uncounted(2, ALBUMS)).toBe('2 albums illisibles non comptés');
  });
});
