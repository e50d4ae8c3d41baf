import { isAside } from './asides';
import { readStory } from './read-story';

const sentence = (text: string) => readStory({ title: '', description: text, resolution: '' })[0];

describe('isAside', () => {
  it.each([
    'i want my place back',
    'so i just want this fixed',
    'We would like an apology.',
    'i hope they reconsider',
    // Evidence of a fear (a warning's), not of a ground.
    'i want to appeal but scared they make it worse',
    'what can i do now',
    'what i do now',
    'please help me',
    'is this fair',
    'can someone tell me what to do',
    'panel was 10 days ago.',
    'email came 5 days ago',
    'letter came last week',
    'Syllabus say grade dispute first with instructor',
    'according to the student handbook appeals go to the dean',
    'the uni policy clearly says two markers for dissertations',
  ])('reads "%s" as no evidence of what went wrong', (text) => {
    expect(isAside(sentence(text))).toBe(true);
  });

  it.each([
    'the school sent it late not me.',
    'I was ill 2 weeks ago',
    'they never sent me the evidence before the hearing last thursday',
    'i wanted extra time but they refused',
    'I need extra time in exams because of my dyslexia',
    'the panel letter was 2 weeks ago and it did not say why',
    'the policy says two markers but only one marked it',
    'my accommodation letter says extra time, I never got it',
  ])('reads "%s" as part of the account', (text) => {
    expect(isAside(sentence(text))).toBe(false);
  });
});
