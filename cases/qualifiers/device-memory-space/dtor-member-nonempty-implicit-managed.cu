/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.members
description: "A __managed__ variable of a class with an implicit destructor and a member whose destructor is non-empty must be rejected."
verdict: error
---*/
struct Log {
    int lines;
    __host__ __device__ ~Log() { lines = 0; }
};
struct Session {
    int id;
    Log log;
};

__managed__ Session session; // expect-error
