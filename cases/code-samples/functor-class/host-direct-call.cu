/*---
section: I.7.5
clause: samples.functor-class
description: "A host function calls the __device__ operator() of Add directly"
verdict: error
---*/
class Add {
public:
    __device__  float operator() (float a, float b) const
    {
        return a + b;
    }
};

class Sub {
public:
    __device__  float operator() (float a, float b) const
    {
        return a - b;
    }
};

float host_add(float a, float b)
{
    return Add()(a, b); // expect-error
}
