/*---
section: "I.4.3.1"
clause: memspace.empty-ctor.trivial
description: "A __managed__ aggregate with an array member and a nested trivial struct member: its implicit default constructor is trivial, so empty."
verdict: ok
---*/
struct Vec3 {
    float x, y, z;
};
struct Body {
    Vec3 pos;
    float mass[4];
};

__managed__ Body body;
__global__ void k() { body.mass[threadIdx.x % 4] = body.pos.x; }
