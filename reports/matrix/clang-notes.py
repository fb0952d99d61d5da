# Writes the notes for a clang's deviations from a run: python3 clang-notes.py RESULTS.json NOTES.yaml [MAJOR]
# (run from the repository root, which the case paths are relative to). MAJOR (default 19) names
# the clang in the notes: the same families were checked on sample cases of clang 14, 17, 20, 23.
import json,re,yaml,sys
d=json.load(open(sys.argv[1]))
# Families where clang's behaviour has one cause, checked on sample cases.
accepted_family = [
  ('xlambda.', "clang 19 has no extended-lambda rules (no --extended-lambda, no __nv_* closure traits): it accepts this with no diagnostic"),
  ('managed.', "clang 19 ignores __managed__ in CUDA mode (warning 'managed' attribute ignored), so the managed-variable rule this case breaks is never checked"),
  ('hostvar.', "clang 19 accepts this use of a host const/constexpr variable in device code with no diagnostic"),
  ('global.param', "clang 19 accepts this __global__ parameter with no diagnostic"),
  ('memspace.', "clang 19 accepts this memory-space variable with no diagnostic"),
  ('template.arg', "clang 19 accepts this __global__ template argument with no diagnostic"),
  ('function.static-var', "clang 19 accepts this function-scope static variable in device code with no diagnostic"),
]
notes={}
for x in d['results']:
    if x['judged']!='fail': continue
    m=(x['mismatches'] or [''])[0]
    cid=x['clause']
    if m.startswith('compile succeeded'):
        n=None
        for pre,t in accepted_family:
            if cid.startswith(pre): n=t; break
        if n is None: n="clang 19 accepts this with no diagnostic"
        n+=f" ({cid})"
    elif m.startswith('unexpected error'):
        mm=re.match(r"unexpected error(?: at line (\d+))?: (.*)",m)
        line,msg=mm.group(1),mm.group(2)
        if 'function-style cast' in msg:
            n="clang 19 rejects nvcc's extended-lambda type traits (__nv_is_extended_*_lambda_closure_type are nvcc built-ins)"
        elif 'reference to __global__ function' in msg:
            n="clang 19 does not support dynamic parallelism: a device-side kernel launch is an error ("+msg[:120]+")"
        elif 'no trigraph replacement' in msg:
            n="clang 19 replaces trigraphs under this -std (ISO mode), which the spec says are not supported"
        elif "__host__ variable" in msg and cid.startswith(('managed.','memspace.no-constexpr-managed')):
            n="clang 19 ignores __managed__ in CUDA mode, so device code referring to a managed variable refers to a host variable ("+msg[:100]+")"
        else:
            n=f"clang 19 rejects valid code" + (f" at line {line}" if line else "") + f": {msg[:160]}"
    elif m.startswith('missing error'):
        if 'only a warning' in m:
            n="clang 19 only warns where the spec requires an error: "+m.split('only a warning there',1)[1].strip(' ()')[:140]
        else:
            n="clang 19 diagnoses another line or nothing where the spec requires an error: "+m[:120]+f" ({cid})"
    elif m.startswith('missing warning'):
        n="clang 19 gives no warning where the spec requires one: "+m[:120]
    else:
        n="clang 19: "+m[:160]
    notes[x['case']]=n
V=sys.argv[3] if len(sys.argv)>3 else '19'
notes={k:v.replace('clang 19',f'clang {V}') for k,v in notes.items()}
open(sys.argv[2],'w').write(yaml.safe_dump(notes,allow_unicode=True,width=1000))
print(len(notes))
