import type { CodeTemplate } from './template.ts';

// Java templates: Java 17 and the JDK only; each is one file whose classes are package-private (any file name).
export const JAVA_TEMPLATES: CodeTemplate[] = [
  {
    id: 'java-kmeans-clustering',
    title: 'k-means customer segmentation',
    description:
      'Clusters feature vectors with k-means (k-means++ seeding) and prints each segment’s centre.',
    language: 'java',
    category: 'machine-learning',
    tags: ['clustering', 'k-means', 'segmentation'],
    keywords: ['cluster', 'segment', 'group', 'customer', 'unsupervised', 'model', 'kmeans'],
    code: String.raw`import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

final class KMeans {
    private final int k;
    private final Random random;

    KMeans(int k, long seed) {
        this.k = k;
        this.random = new Random(seed);
    }

    static double distance(double[] a, double[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += (a[i] - b[i]) * (a[i] - b[i]);
        }
        return sum;
    }

    double[][] fit(List<double[]> points, int iterations) {
        List<double[]> centres = new ArrayList<>();
        centres.add(points.get(random.nextInt(points.size())).clone());
        while (centres.size() < k) {
            double[] weights = new double[points.size()];
            double total = 0;
            for (int i = 0; i < points.size(); i++) {
                double best = Double.MAX_VALUE;
                for (double[] centre : centres) {
                    best = Math.min(best, distance(points.get(i), centre));
                }
                weights[i] = best;
                total += best;
            }
            double pick = random.nextDouble() * total;
            int chosen = 0;
            while (chosen < weights.length - 1 && pick > weights[chosen]) {
                pick -= weights[chosen];
                chosen++;
            }
            centres.add(points.get(chosen).clone());
        }
        double[][] result = centres.toArray(new double[0][]);
        int width = result[0].length;
        for (int iteration = 0; iteration < iterations; iteration++) {
            double[][] sums = new double[k][width];
            int[] counts = new int[k];
            for (double[] point : points) {
                int nearest = nearest(result, point);
                counts[nearest]++;
                for (int d = 0; d < width; d++) {
                    sums[nearest][d] += point[d];
                }
            }
            for (int c = 0; c < k; c++) {
                if (counts[c] == 0) {
                    continue;
                }
                for (int d = 0; d < width; d++) {
                    result[c][d] = sums[c][d] / counts[c];
                }
            }
        }
        return result;
    }

    static int nearest(double[][] centres, double[] point) {
        int best = 0;
        for (int c = 1; c < centres.length; c++) {
            if (distance(point, centres[c]) < distance(point, centres[best])) {
                best = c;
            }
        }
        return best;
    }

    public static void main(String[] args) {
        Random data = new Random(3);
        List<double[]> customers = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            int group = i % 3;
            customers.add(new double[] {group * 10 + data.nextGaussian(), group * 5 + data.nextGaussian()});
        }
        for (double[] centre : new KMeans(3, 42).fit(customers, 20)) {
            System.out.println(Arrays.toString(centre));
        }
    }
}
`,
  },
  {
    id: 'java-ngram-language',
    title: 'N-gram word frequencies and phrase extraction',
    description: 'Counts words and bigrams in a text and prints the most frequent phrases.',
    language: 'java',
    category: 'nlp',
    tags: ['n-grams', 'tokenization', 'frequency'],
    keywords: ['text', 'phrase', 'word', 'nlp', 'frequency', 'ngram', 'token', 'language'],
    code: String.raw`import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

final class NGrams {
    static String[] tokenize(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9' ]", " ").trim().split("\\s+");
    }

    static Map<String, Integer> count(String[] tokens, int n) {
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 0; i + n <= tokens.length; i++) {
            String gram = String.join(" ", java.util.Arrays.copyOfRange(tokens, i, i + n));
            counts.merge(gram, 1, Integer::sum);
        }
        return counts;
    }

    static List<Map.Entry<String, Integer>> top(Map<String, Integer> counts, int limit) {
        return counts.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(limit)
                .collect(Collectors.toList());
    }

    public static void main(String[] args) {
        String text = "Customer support was quick. Customer support solved the billing issue. "
                + "The billing issue came back, but customer support was quick again.";
        String[] tokens = tokenize(text);
        System.out.println("top words:   " + top(count(tokens, 1), 5));
        System.out.println("top bigrams: " + top(count(tokens, 2), 5));
    }
}
`,
  },
  {
    id: 'java-image-resize',
    title: 'Image resize and grayscale with ImageIO',
    description:
      'Loads an image, converts it to grayscale, scales it to a maximum width keeping its ratio and saves a PNG.',
    language: 'java',
    category: 'computer-vision',
    tags: ['imageio', 'resize', 'grayscale'],
    keywords: ['image', 'resize', 'thumbnail', 'photo', 'vision', 'grayscale', 'picture', 'preprocess'],
    code: String.raw`import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import javax.imageio.ImageIO;

final class ImagePreprocessor {
    static BufferedImage toGray(BufferedImage source) {
        BufferedImage gray = new BufferedImage(source.getWidth(), source.getHeight(), BufferedImage.TYPE_BYTE_GRAY);
        for (int y = 0; y < source.getHeight(); y++) {
            for (int x = 0; x < source.getWidth(); x++) {
                int rgb = source.getRGB(x, y);
                int r = (rgb >> 16) & 0xff;
                int g = (rgb >> 8) & 0xff;
                int b = rgb & 0xff;
                int luminance = (int) Math.round(0.299 * r + 0.587 * g + 0.114 * b);
                gray.setRGB(x, y, (luminance << 16) | (luminance << 8) | luminance);
            }
        }
        return gray;
    }

    static BufferedImage resize(BufferedImage source, int maxWidth) {
        if (source.getWidth() <= maxWidth) {
            return source;
        }
        int height = (int) Math.round(source.getHeight() * (maxWidth / (double) source.getWidth()));
        BufferedImage scaled = new BufferedImage(maxWidth, height, source.getType());
        Graphics2D graphics = scaled.createGraphics();
        graphics.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        graphics.drawImage(source, 0, 0, maxWidth, height, null);
        graphics.dispose();
        return scaled;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java ImagePreprocessor input.jpg output.png");
            System.exit(2);
        }
        BufferedImage image = ImageIO.read(new File(args[0]));
        if (image == null) {
            throw new IOException("not an image: " + args[0]);
        }
        ImageIO.write(resize(toGray(image), 224), "png", new File(args[1]));
        System.out.println("wrote " + args[1]);
    }
}
`,
  },
  {
    id: 'java-stream-report',
    title: 'Sales report with the Streams API',
    description:
      'Parses CSV lines into records, groups them by region and month, and prints totals and averages.',
    language: 'java',
    category: 'data-processing',
    tags: ['streams', 'grouping', 'csv'],
    keywords: ['report', 'data', 'group', 'aggregate', 'csv', 'sales', 'process', 'etl', 'summar'],
    code: String.raw`import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

final class SalesReport {
    record Sale(String region, LocalDate date, double amount) {
        static Optional<Sale> parse(String line) {
            String[] parts = line.split(",");
            if (parts.length != 3) {
                return Optional.empty();
            }
            try {
                return Optional.of(new Sale(parts[0].trim(), LocalDate.parse(parts[1].trim()), Double.parseDouble(parts[2].trim())));
            } catch (RuntimeException invalid) {
                return Optional.empty();
            }
        }
    }

    static Map<String, Map<String, Double>> totals(List<Sale> sales) {
        return sales.stream().collect(Collectors.groupingBy(
                Sale::region,
                TreeMap::new,
                Collectors.groupingBy(sale -> sale.date().toString().substring(0, 7), TreeMap::new, Collectors.summingDouble(Sale::amount))));
    }

    public static void main(String[] args) {
        List<String> lines = List.of(
                "north, 2024-01-03, 120.50",
                "north, 2024-01-19, 80.00",
                "south, 2024-01-07, 200.00",
                "south, 2024-02-02, 150.25",
                "broken line");
        List<Sale> sales = lines.stream().map(Sale::parse).flatMap(Optional::stream).collect(Collectors.toList());
        System.out.println("rejected lines: " + (lines.size() - sales.size()));
        totals(sales).forEach((region, months) -> System.out.println(region + " " + months));
        System.out.printf("average sale: %.2f%n", sales.stream().mapToDouble(Sale::amount).average().orElse(0));
    }
}
`,
  },
  {
    id: 'java-http-client',
    title: 'HTTP client with retries (java.net.http)',
    description:
      'Calls a JSON API with the JDK HttpClient: timeouts, retries of 429 and 5xx honouring Retry-After.',
    language: 'java',
    category: 'api-integration',
    tags: ['http-client', 'retry', 'rest'],
    keywords: ['api', 'rest', 'http', 'endpoint', 'integrat', 'client', 'request', 'webhook'],
    rename: { ApiClient: '{Subject}Client' },
    code: String.raw`import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

final class ApiClient {
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String baseUrl;
    private final int retries;

    ApiClient(String baseUrl, int retries) {
        this.baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
        this.retries = retries;
    }

    String get(String path) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + path))
                .timeout(Duration.ofSeconds(10))
                .header("Accept", "application/json")
                .GET()
                .build();
        for (int attempt = 0; ; attempt++) {
            HttpResponse<String> response;
            try {
                response = client.send(request, HttpResponse.BodyHandlers.ofString());
            } catch (IOException failure) {
                if (attempt >= retries) {
                    throw failure;
                }
                Thread.sleep((long) Math.pow(2, attempt) * 500);
                continue;
            }
            int status = response.statusCode();
            if (status < 400) {
                return response.body();
            }
            boolean retryable = status == 429 || status >= 500;
            if (!retryable || attempt >= retries) {
                throw new IOException("GET " + path + " failed with " + status);
            }
            long waitMs = response.headers().firstValue("Retry-After")
                    .map(value -> value.matches("\\d+") ? Long.parseLong(value) * 1000 : 1000L)
                    .orElse((long) Math.pow(2, attempt) * 500);
            Thread.sleep(Math.min(waitMs, 30_000));
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println(new ApiClient("https://api.github.com", 3).get("/repos/openjdk/jdk").substring(0, 80));
    }
}
`,
  },
];
