"""Writes the sample owner's one-page CV in English and Spanish (public/cv/cv-{en,es}.pdf), as plain PDF 1.4."""

CV = {
    "en": ["Alex Placeholder", "Full-stack developer - La Paz, Baja California Sur, Mexico",
           "alex.placeholder@example.com", "",
           "PROFILE", "Full-stack web developer with 3+ years of freelance experience.",
           "About to graduate as a software development engineer (average 92/100).", "",
           "SKILLS", "React, TypeScript, Next.js, Vue, Laravel, Node.js, Express, MySQL, PostgreSQL, MongoDB,",
           "Tailwind CSS, Git, Docker, Figma. Languages: Spanish (native), English.", "",
           "PROJECTS", "VetCore Pro - veterinary clinic administration panel (Laravel, React).",
           "SmartOrder - restaurant e-commerce system (Node.js, React).",
           "JobMatch, PicConnect, EduLink, DASC UABCS, LearnPlay.", "",
           "This is sample content: replace public/cv/ with your own CV."],
    "es": ["Alex Placeholder", "Desarrollador full-stack - La Paz, Baja California Sur, Mexico",
           "alex.placeholder@example.com", "",
           "PERFIL", "Desarrollador web full-stack con mas de 3 anos de experiencia freelance.",
           "Por titularse como ingeniero en desarrollo de software (promedio 92/100).", "",
           "HABILIDADES", "React, TypeScript, Next.js, Vue, Laravel, Node.js, Express, MySQL, PostgreSQL, MongoDB,",
           "Tailwind CSS, Git, Docker, Figma. Idiomas: espanol (nativo), ingles.", "",
           "PROYECTOS", "VetCore Pro - panel de administracion para clinicas veterinarias (Laravel, React).",
           "SmartOrder - comercio electronico para restaurantes (Node.js, React).",
           "JobMatch, PicConnect, EduLink, DASC UABCS, LearnPlay.", "",
           "Contenido de ejemplo: reemplaza public/cv/ con tu propio CV."],
}


def pdf(lines):
    def esc(s):
        return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
    text = ["BT", "/F1 22 Tf", "56 780 Td", f"({esc(lines[0])}) Tj", "/F1 11 Tf", "0 -26 Td"]
    for line in lines[1:]:
        text += [f"({esc(line)}) Tj", "0 -17 Td"]
    text.append("ET")
    stream = "\n".join(text).encode("latin-1")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for i, obj in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + obj + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


for lang, lines in CV.items():
    with open(f"public/cv/cv-{lang}.pdf", "wb") as f:
        f.write(pdf(lines))
