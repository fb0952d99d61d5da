/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.trivial
description: "A __managed__ variable of a class with an implicit destructor and a virtual base: the destructor is not trivial (virtual base) and not empty, so it must be rejected."
verdict: error
---*/
struct Common {
    int c;
};
struct Mixed : virtual Common {
    int m;
};

__managed__ Mixed mixed; // expect-error
