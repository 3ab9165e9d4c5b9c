import { SYSTEM_TEXT, systemTextInSpanish, waitText } from './system-text';

describe('the chat system lines in Spanish', () => {
  const lines = [
    SYSTEM_TEXT.created,
    SYSTEM_TEXT.handoffRequested,
    SYSTEM_TEXT.handoffFailure(waitText(300)),
    SYSTEM_TEXT.closed,
    SYSTEM_TEXT.joined('Ana Gómez'),
    SYSTEM_TEXT.success,
    SYSTEM_TEXT.emailLeft('ana@example.com'),
  ];

  it('has the Spanish of every line the chat writes, keeping its names and numbers', () => {
    expect(Object.keys(SYSTEM_TEXT)).toHaveLength(lines.length);
    const spanish = lines.map(systemTextInSpanish);
    expect(spanish.filter((s) => s === null)).toEqual([]);
    expect(spanish).toContain(
      'Nadie de nuestro equipo pudo unirse en 5 minutos. Deje su correo abajo y le responderemos por correo.',
    );
    expect(spanish).toContain('Ana Gómez, de Coverline, se unió al chat.');
    expect(spanish).toContain('Gracias. Le responderemos en ana@example.com.');
    expect(systemTextInSpanish(SYSTEM_TEXT.handoffFailure(waitText(60)))).toContain('1 minuto.');
    expect(systemTextInSpanish(SYSTEM_TEXT.handoffFailure(waitText(90)))).toContain('90 segundos');
  });

  it('leaves what people wrote alone', () => {
    expect(systemTextInSpanish('This chat is closed, right?')).toBeNull();
  });
});
